/**
 * antd leaves the dropdown's accessible listbox (`<id>_list`) without a name once it has opened (axe
 * aria-input-field-name, serious): name it after its select (as All Subcontractors does).
 */
export const nameListbox = (id: string, label: string) => (open: boolean) => {
  if (open) requestAnimationFrame(() => document.getElementById(`${id}_list`)?.setAttribute('aria-label', label));
};
