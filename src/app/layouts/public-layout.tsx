import { Outlet } from 'react-router';

// Placeholder: the foundation issue builds header, navigation, hotline, language switch, footer.
export function PublicLayout() {
  return <Outlet />;
}
