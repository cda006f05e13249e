/** The site page's forms, loaded together (with the form kit's validation) apart from the page's first script. */
export { DesignsEditor } from './DesignsEditor';
export { RenameSiteForm } from './RenameSiteForm';
export { SiteInputsForm } from './SiteInputsForm';
export { UsageForm } from './UsageForm';
