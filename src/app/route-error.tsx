// Placeholder: the foundation issue builds the translated error screen.
export function RouteError() {
  return null;
}
