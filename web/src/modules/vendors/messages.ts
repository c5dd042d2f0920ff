// Texts of docs/projects.md §5 (Add Vendor) and §8 (Vendors); the status texts follow the subcontractor grid's wording.
export const VENDOR_MESSAGES = {
  mandatory: 'Fill the mandatory fields.',
  added: 'Vendor added successfully!',
  selectVendor: 'Select at least one vendor.',
  email: 'This is not a valid email address.',
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  addFailed: "Sorry! Couldn't add vendor.",
  // Edit Vendor has no text of its own in the spec: Add Vendor's, in the edit's words.
  updated: 'Vendor updated successfully!',
  updateFailed: "Sorry! Couldn't update vendor.",
  mapFailed: "Sorry! Couldn't map vendors.",
  mapped: 'Vendors mapped successfully.',
  statusConfirm: 'Do you want to change the vendor status?',
  statusFailed: 'Unable to change vendor status. Try again after some time.',
  statusChanged: 'success',
  loadFailed: 'Unable to get vendor details. Reason : ',
  noRows: 'No suppliers found.',
  noneMapped: 'No vendors are mapped to this subdivision yet.',
} as const;

/** docs/projects.md §8/§9: 'Fill the mandatory fields.' and the mapping warning show 3 s; the vendor success toast 6 s. */
export const WARNING_MS = 3000;
export const VENDOR_TOAST_SECONDS = 6;
