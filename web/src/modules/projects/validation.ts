import { parseDecimal } from '@suite/money';
import { parseDisplayDate, type ProjectFormValues } from './model';

// Texts of docs/projects.md §5 and §8, spelled as the spec spells them ('reqired' included).
export const PROJECT_MESSAGES = {
  ownerName: 'Owner Details : Owner Name is required. Kindly select an Owner.',
  ownerEmail: 'Owner Details : Owner Email is reqired.',
  ownerPhone: 'Owner Details : Owner Phone number is reqired.',
  ownerAddress: 'Owner Details : Owner Address 1 is reqired. Kindly select an address.',
  ownerCityStateZip: 'Owner Details : Owner City/State/Zip is reqired.',
  ownerZip: 'Owner Address : Zipcode should be of 5 digits.',
  manager: 'Owner Manager is reqired. Kindly select a manager.',
  managerEmail: "Owner Manager's email is reqired.",
  managerPhone: "Owner Manager's phone number is reqired.",
  projectId: 'Project Details : Project ID is required.',
  projectName: 'Project Details : Project name is required.',
  projectAddress: 'Project Details : Project address is required. Kindly fill the address details.',
  projectCity: 'Project address : City is required.',
  projectZip: 'Project address : Zipcode is required.',
  projectZipLength: 'Project Address : Zipcode should be of 5 digits.',
  buildingType: 'Project Details : Building type is required.',
  projectType: 'Project Details : Project type is required.',
  squareFeet: 'Project Details : Square FT value should be more than 0.',
  drawingLink: 'Project Details : Drawing and images link is required.',
  // docs/projects.md §5 item 15: wording not shown in the spec; these follow the pattern of the others.
  bidDueDate: 'Project Details : Bid due date is required.',
  timeDue: 'Project Details : Bid due time is required.',
  constructionStart: 'Project Details : Construction start date is required.',
  expectedEnd: 'Project Details : Expected construction end date is required.',
  // A date typed but not a calendar date says so instead of 'required' (issue 31 item 5).
  bidDueDateInvalid: 'Project Details : Bid due date is an invalid date (MM/DD/YYYY).',
  constructionStartInvalid: 'Project Details : Construction start date is an invalid date (MM/DD/YYYY).',
  expectedEndInvalid: 'Project Details : Expected construction end date is an invalid date (MM/DD/YYYY).',
  mandatory: 'Fill all the mandatory fields.',
  endBeforeStart: 'End date cannot be earlier than start date.',
  // Copy dialog
  copyId: 'Project ID is required.',
  copyName: 'Project name is required.',
  // Dialogs of the form
  selectOwnerFirst: 'Select an owner first.',
  addressMandatory: 'Enter all the mandatory fields.',
  managerMandatory: 'Fill all the fields.',
  addBuildingType: 'Add building type.',
  addProjectType: 'Add project type.',
  addressAdded: 'Address added successfully!',
  managerAdded: 'Manager added successfully!',
  managerExists: 'This email ID already exists.',
  managerFailed: "Sorry! Couldn't add manager.",
  addressFailed: "Sorry! Couldn't add address.",
  buildingTypeAdded: 'Building type added successfully',
  projectTypeAdded: 'Project type added successfully',
  buildingTypeFailed: "Sorry! Couldn't add building type",
  projectTypeFailed: "Sorry! Couldn't add project type",
  // Flows
  setupBid: 'Do you want to setup Bid?',
  confirmUpdate: 'Do you want to update project details?',
  confirmStatus: 'Do you want to change project status?',
  confirmDelete: 'Do you want to delete this project?',
  deleted: 'Project deleted successfully!',
  deleteFailed: "Sorry! Couldn't delete project.",
  statusFailed: 'Unable to update project status. Try after some time.',
  noProjects: 'No projects found under this category.',
  // A company with no project at all, no filter chosen: a first-use state, not a filter's result (issue 31 item 15).
  firstProject: 'No projects yet',
  nextUidFailed: 'Unable to get next UID.',
  createFailed: (reason?: string) => `Unable to create project. Reason : ${reason || 'Something went wrong.'}`,
  copyFailed: 'Unable to copy project. Try after some time.',
  updateFailed: (reason?: string) =>
    reason ? `Unable to update project. Reason : ${reason}` : 'Unable to update project. An unknown error occurred.',
  reloadFailed: 'There was a problem getting the project details after the update',
  detailsFailed: 'There was a problem getting the project details, try after sometime.',
  totalsFailed: 'Unable to fetch project totals.',
} as const;

export interface OwnerContext {
  owner?: { email?: string | null; phone?: string | null } | null;
  address?: { address1?: string | null; city?: string | null; state?: string | null; zip?: string | null } | null;
  manager?: { email?: string | null; phone?: string | null } | null;
}

const blank = (v: string | null | undefined) => (v ?? '').toString().trim() === '';

/**
 * The first failing rule of docs/projects.md §5 'Create project', in its order; null when the form may be sent.
 * Edit uses the same messages without the drawing-link rule.
 */
export function validateProject(v: ProjectFormValues, ctx: OwnerContext, mode: 'create' | 'edit'): string | null {
  const m = PROJECT_MESSAGES;
  if (blank(v.ownerId)) return m.ownerName;
  if (blank(ctx.owner?.email)) return m.ownerEmail;
  if (blank(ctx.owner?.phone)) return m.ownerPhone;
  if (blank(v.ownerAddressId) || blank(ctx.address?.address1)) return m.ownerAddress;
  if (blank(ctx.address?.city) || blank(ctx.address?.state) || blank(ctx.address?.zip)) return m.ownerCityStateZip;
  if ((ctx.address?.zip ?? '').trim().length < 5) return m.ownerZip;
  if (blank(v.ownerManagerId)) return m.manager;
  if (blank(ctx.manager?.email)) return m.managerEmail;
  if (blank(ctx.manager?.phone)) return m.managerPhone;
  if (blank(v.uidNumber)) return m.projectId;
  if (blank(v.name)) return m.projectName;
  if (blank(v.address1)) return m.projectAddress;
  if (blank(v.city)) return m.projectCity;
  if (blank(v.zip)) return m.projectZip;
  if (v.zip.trim().length < 5) return m.projectZipLength;
  if (blank(v.buildingType)) return m.buildingType;
  if (blank(v.projectType)) return m.projectType;
  const sq = parseDecimal(v.squareFeet ?? '');
  if (blank(v.squareFeet) || !sq?.gt(0)) return m.squareFeet;
  if (mode === 'create' && blank(v.drawingLink)) return m.drawingLink;
  if (parseDisplayDate(v.bidDueDate) === null) return blank(v.bidDueDate) ? m.bidDueDate : m.bidDueDateInvalid;
  if (!/^\d{2}:\d{2}$/.test((v.timeDue ?? '').trim())) return m.timeDue;
  if (parseDisplayDate(v.constructionStartDate) === null) return blank(v.constructionStartDate) ? m.constructionStart : m.constructionStartInvalid;
  if (parseDisplayDate(v.expectedEndDate) === null) return blank(v.expectedEndDate) ? m.expectedEnd : m.expectedEndInvalid;
  // Fallback: the remaining mandatory marks (state, the markup value).
  if (blank(v.state)) return m.mandatory;
  if (v.markupMode === 'CUSTOM_PRICE' ? blank(v.customPriceAmount) : blank(v.totalMarkup)) return m.mandatory;
  return null;
}

export function validateCopy(uidNumber: string, name: string): string | null {
  const id = uidNumber.trim();
  if (!id || /null/i.test(id)) return PROJECT_MESSAGES.copyId;
  if (!name.trim()) return PROJECT_MESSAGES.copyName;
  return null;
}
