// The WeLink edit screen still imports the text area from here; it lives in the form kit.
export { TextAreaField } from '../../../components/form/TextAreaField';
