import './stackedDialog.css';

/** Props for a react-bootstrap Modal opened over another dialog (a step or a restore over the editor). */
export const STACKED_DIALOG = { className: 'modal-stacked', backdropClassName: 'modal-backdrop-stacked' };
