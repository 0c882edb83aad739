// The Copy link control's sentences (shared by the chat context, trade and purchase dialogs).
export const COPY_LINK_UI = {
  copy: 'Copy link',
  copied: 'Link copied',
  failed: "Couldn't copy: copy the address from the browser's address bar",
  hint: 'Copy a link to this view for another staff member (they see it only if their role allows)',
} as const;
