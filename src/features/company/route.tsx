// Placeholder until the feature lands; owned by the feature's issue.
export function CompanyArea() {
  return null;
}
export function AutoLoginPage() {
  return null;
}
export function EditByExternalIdPage() {
  return null;
}
