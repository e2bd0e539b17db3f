// The wizard and the WeLink edit screens still import the text field from here; it lives in the form kit.
export { TextField } from './form/TextField';
