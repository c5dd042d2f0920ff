/**
 * antd leaves an opened Select's accessible listbox (`<id>_list`) without a name (axe aria-input-field-name,
 * serious): name it after its select once it opens (as AllSubcontractorsPage does for its filters).
 */
export const nameListbox = (id: string, label: string) => (open: boolean) => {
  if (open) requestAnimationFrame(() => document.getElementById(`${id}_list`)?.setAttribute('aria-label', label));
};
