/// <reference lib="dom.iterable" />
// What the layout test measures on a rendered screen: a document wider than the window; a table,
// header cell, dialog, chip, badge, tab or button whose content is cut or which sits outside the
// box that clips it (or outside the window); a table that needs sideways scrolling where nothing
// says it may scroll; and a word broken letter by letter. `layoutFaults` runs inside the page, so
// it is self-contained: everything it uses is declared in its body.

export interface LayoutFault {
  /** What is wrong, in words. */
  rule: string;
  /** A CSS path to the element. */
  selector: string;
  /** The element's text, shortened. */
  text: string;
  /** The measurements behind the finding. */
  detail: string;
}

/** Runs in the browser: `page.evaluate(layoutFaults)`. */
export function layoutFaults(): LayoutFault[] {
  const SLACK = 1;
  // A word spread over this many lines or more, with fewer than MIN_CHARS_A_LINE characters a
  // line, is broken letter by letter rather than wrapped.
  const MIN_LINES = 3;
  const MIN_CHARS_A_LINE = 4;
  const CANDIDATES = [
    'table',
    'th',
    '[role="columnheader"]',
    '.MuiDialog-paper',
    '.MuiChip-root',
    '.MuiChip-label',
    '.MuiBadge-badge',
    'button',
    'a.MuiButton-root',
    '[role="tab"]',
  ].join(',');
  /** An element that a table may scroll inside: it says so. */
  const SCROLLS_SIDEWAYS = '[data-scroll-x]';

  const faults: LayoutFault[] = [];
  const seen = new Set<string>();
  const viewportWidth = document.documentElement.clientWidth;

  const short = (s: string | null | undefined, n = 60) => {
    const t = (s ?? '').replace(/\s+/g, ' ').trim();
    return t.length > n ? `${t.slice(0, n - 1)}…` : t;
  };
  const step = (el: Element): string => {
    const testId = el.getAttribute('data-testid');
    if (testId) return `[data-testid="${testId}"]`;
    if (el.id && !/^:|^mui-|^_r_|«/.test(el.id)) return `#${CSS.escape(el.id)}`;
    const tag = el.tagName.toLowerCase();
    const label = el.getAttribute('aria-label');
    if (label) return `${tag}[aria-label="${short(label, 40)}"]`;
    const mui = [...el.classList].find((c) => /^Mui[A-Za-z]+-(root|paper|badge|label|container|head|body)$/.test(c));
    const parent = el.parentElement;
    const index = parent ? [...parent.children].filter((c) => c.tagName === el.tagName).indexOf(el) : -1;
    return `${tag}${mui ? `.${mui}` : ''}${index > 0 ? `:nth-of-type(${index + 1})` : ''}`;
  };
  const pathOf = (el: Element): string => {
    const parts: string[] = [];
    let at: Element | null = el;
    while (at && at !== document.body && parts.length < 5) {
      parts.unshift(step(at));
      if (at.getAttribute('data-testid') || (at.id && !/^:|^mui-|^_r_|«/.test(at.id))) break;
      at = at.parentElement;
    }
    return parts.join(' > ');
  };
  const add = (rule: string, el: Element, detail: string) => {
    const selector = pathOf(el);
    const key = `${rule}|${selector}`;
    if (seen.has(key)) return;
    seen.add(key);
    faults.push({ rule, selector, text: short(el.textContent) || short(el.getAttribute('aria-label')), detail });
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true, checkVisibilityCSS: true, checkOpacity: true });
  };
  const overflowX = (el: Element) => getComputedStyle(el).overflowX;
  const scrolls = (el: Element) => ['auto', 'scroll'].includes(overflowX(el));
  const clips = (el: Element) => overflowX(el) !== 'visible';
  /** The box an element's content is clipped to: its padding box. */
  const clipBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return { left: r.left + parseFloat(s.borderLeftWidth), right: r.right - parseFloat(s.borderRightWidth) };
  };

  // 1. The document is wider than the window: name the outermost elements that stick out.
  const docWidth = document.documentElement.scrollWidth;
  if (docWidth > viewportWidth + SLACK) {
    const outermost = [...document.body.querySelectorAll('*')].filter((el) => {
      if (!visible(el)) return false;
      const right = el.getBoundingClientRect().right;
      const parent = el.parentElement;
      return right > viewportWidth + SLACK && (!parent || parent === document.body || parent.getBoundingClientRect().right <= viewportWidth + SLACK);
    });
    const culprits = outermost
      .slice(0, 3)
      .map((el) => `${pathOf(el)} ("${short(el.textContent, 40)}", right edge at ${Math.round(el.getBoundingClientRect().right)} px)`);
    faults.push({
      rule: 'the page is wider than the window',
      selector: 'html',
      text: '',
      detail: `${docWidth - viewportWidth} px too wide (${docWidth} px in ${viewportWidth} px)${culprits.length ? `; sticking out: ${culprits.join('; ')}` : ''}`,
    });
  }

  // 2. Cut or clipped elements.
  for (const el of document.querySelectorAll(CANDIDATES)) {
    if (!visible(el)) continue;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);

    // Its own content is wider than it, and it hides the rest (or lets it spill over its neighbours).
    if (el.tagName !== 'TABLE' && !scrolls(el)) {
      const over = el.scrollWidth - el.clientWidth;
      // An absolutely placed badge or ripple adds to a button's overflow by design; only text counts there.
      const textual = el.matches('th, [role="columnheader"], .MuiChip-label, .MuiChip-root, [role="tab"]') || clips(el);
      if (over > SLACK && textual && el.clientWidth > 0) add('its content is cut', el, `content ${el.scrollWidth} px wide in ${el.clientWidth} px`);
      else {
        // Text that runs past the element's edges.
        const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        outside: for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (!node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width === 0) continue;
            if (rect.right > box.right + SLACK || rect.left < box.left - SLACK) {
              add(
                'its text runs outside it',
                el,
                `text from ${Math.round(rect.left)} to ${Math.round(rect.right)} px in a box from ${Math.round(box.left)} to ${Math.round(box.right)} px`,
              );
              break outside;
            }
          }
        }
      }
    }

    // It reaches past a box that clips it, or past the window, without a scroller in between.
    let reachable = false;
    for (let at = el.parentElement; at && at !== document.documentElement; at = at.parentElement) {
      if (scrolls(at)) {
        reachable = true;
        break;
      }
      if (clips(at)) {
        const clip = clipBox(at);
        if (box.left < clip.left - SLACK || box.right > clip.right + SLACK) {
          add(
            'it is clipped by its container',
            el,
            `${Math.round(box.left)}–${Math.round(box.right)} px, inside ${pathOf(at)} at ${Math.round(clip.left)}–${Math.round(clip.right)} px`,
          );
          break;
        }
      }
      if (getComputedStyle(at).position === 'fixed') break;
    }
    if (!reachable && style.position !== 'fixed' && (box.left < -SLACK || box.right > viewportWidth + SLACK)) {
      add('it reaches outside the window', el, `${Math.round(box.left)}–${Math.round(box.right)} px in a ${viewportWidth} px window`);
    }
  }

  // 3. Tables that need sideways scrolling: only inside a container that says it scrolls.
  for (const table of document.querySelectorAll('table')) {
    if (!visible(table)) continue;
    const width = table.getBoundingClientRect().width;
    let container: Element | null = table.parentElement;
    while (container && !clips(container)) container = container.parentElement;
    if (!container || width <= container.clientWidth + SLACK) continue;
    const hidden = `${Math.round(width - container.clientWidth)} px of ${Math.round(width)} px out of view`;
    if (!scrolls(container)) add('the table is cut by its container', table, hidden);
    else if (!container.matches(SCROLLS_SIDEWAYS)) add('the table needs sideways scrolling to show every column', table, hidden);
    else if (container.scrollWidth <= container.clientWidth) add('the table is cut although its container should scroll', table, hidden);
  }

  // 4. Words broken letter by letter.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || text.trim().length < MIN_LINES || !visible(parent)) continue;
    range.selectNodeContents(node);
    if (range.getClientRects().length < MIN_LINES) continue;
    for (const match of text.matchAll(/\S+/g)) {
      const word = match[0];
      if (word.length < MIN_LINES) continue;
      range.setStart(node, match.index);
      range.setEnd(node, match.index + word.length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      if (lines >= MIN_LINES && word.length / lines < MIN_CHARS_A_LINE) {
        add(
          'a word is broken letter by letter',
          parent,
          `"${short(word, 40)}" over ${lines} lines, ${Math.round(parent.getBoundingClientRect().width)} px wide`,
        );
        break;
      }
    }
  }

  return faults;
}

/** Faults listed a screen before the rest are summed up. */
const LISTED = 6;

/** One line per fault (the first few of a screen), for a failure message. */
export function describeFaults(where: string, faults: readonly LayoutFault[]): string[] {
  const lines = faults.slice(0, LISTED).map((f) => `${where}: ${f.rule}: ${f.selector}${f.text ? ` ("${f.text}")` : ''} — ${f.detail}`);
  if (faults.length > LISTED) lines.push(`${where}: and ${faults.length - LISTED} more`);
  return lines;
}
