// An account created without an e-mail gets a unique address at a reserved domain (RFC 2606's
// .invalid) so the column stays unique; no screen ever shows it. Free of zod: the web's start-up
// bundle reads it (the account block).

export const PLACEHOLDER_EMAIL_DOMAIN = 'placeholder.invalid';

export const isPlaceholderEmail = (email: string | null | undefined): boolean => !email || email.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);

/** The address to show: '' when there is none or it is a placeholder. */
export const shownEmail = (email: string | null | undefined): string => (isPlaceholderEmail(email) ? '' : email!);
