const NAME = 'aktiverTab';
const TAB_IDS = [0, 1, 2, 3] as const;
export type TabId = (typeof TAB_IDS)[number];

/** Cookie with the company area's active tab id (spec section 2). */
export const activeTabCookie = {
  read(): TabId | null {
    const match = document.cookie.split('; ').find((part) => part.startsWith(`${NAME}=`));
    const value = Number(match?.slice(NAME.length + 1));
    return (TAB_IDS as readonly number[]).includes(value) ? (value as TabId) : null;
  },
  write(tab: TabId) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${NAME}=${tab}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  },
  clear() {
    document.cookie = `${NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};
