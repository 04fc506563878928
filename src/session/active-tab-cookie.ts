const NAME = 'aktiverTab';
const TAB_IDS = [0, 1, 2, 3] as const;
export type TabId = (typeof TAB_IDS)[number];

export function isTabId(value: unknown): value is TabId {
  return typeof value === 'number' && (TAB_IDS as readonly number[]).includes(value);
}

/** Cookie with the company area's active tab id (spec section 2). */
export const activeTabCookie = {
  read(): TabId | null {
    const match = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${NAME}=`));
    const raw = match?.slice(NAME.length + 1) ?? '';
    // Only a single digit counts: '', ' 1', '1e0', '0x1' or '01' are not tab ids.
    if (!/^\d$/.test(raw)) return null;
    const value = Number(raw);
    return isTabId(value) ? value : null;
  },
  write(tab: TabId) {
    if (!isTabId(tab)) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${NAME}=${tab}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  },
  clear() {
    document.cookie = `${NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};
