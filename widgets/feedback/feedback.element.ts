import { defineWidget } from '../../core/element/define-widget';
import meta from './feedback.meta';
import styles from './feedback.css';
import catalogues from './catalogue';
import { Feedback } from './Feedback';

export const LidoFeedbackElement = defineWidget(meta, Feedback, styles, catalogues);
