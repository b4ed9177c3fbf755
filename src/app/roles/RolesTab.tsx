/** The roles tab of the administrators page (/user): the company's roles and links to their screens. */
export default function RolesTab() {
  return null;
}
