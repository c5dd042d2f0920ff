/**
 * antd leaves an opened Select's accessible listbox (`<id>_list`) without a name (axe aria-input-field-name,
 * serious). Name it after its select for as long as the dropdown is open: the listbox is re-created while the
 * user types (an empty filter unmounts it), so a one-off attribute would be lost; an observer re-applies it.
 */
const watchers = new Map<string, MutationObserver>();

export const nameListbox = (id: string, label: string) => (open: boolean) => {
  watchers.get(id)?.disconnect();
  watchers.delete(id);
  if (!open) return;
  const apply = () => {
    const list = document.getElementById(`${id}_list`);
    if (list && list.getAttribute('aria-label') !== label) list.setAttribute('aria-label', label);
  };
  const observer = new MutationObserver(apply);
  observer.observe(document.body, { childList: true, subtree: true });
  watchers.set(id, observer);
  apply();
  requestAnimationFrame(apply);
};
