import { LineIcon } from './line-icon';

/*
 * The icons of every page's frame (the header's hotline and menu, the wizard's done steps) and the
 * back and next arrows of buttons and links, drawn inline (./line-icon.tsx). Other screens' icons
 * are in ./screen-icon.tsx, so every page's first code does not carry them.
 */

const PATHS = {
  phone:
    'M5 3.5h3.2l1.6 4.3-2.2 1.5a11.5 11.5 0 0 0 7.1 7.1l1.5-2.2 4.3 1.6v3.2a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7',
  back: 'M19 12H5M11 6l-6 6 6 6',
  next: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type FrameIconName = keyof typeof PATHS;

export function FrameIcon({ name }: { name: FrameIconName }) {
  return <LineIcon path={PATHS[name]} />;
}
