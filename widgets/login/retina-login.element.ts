import { defineWidget } from '../../core/element/define-widget';
import meta from './retina-login.meta';
import styles from './login.css';
import catalogues from './catalogue';
import { RetinaLogin } from './RetinaLogin';

export const LidoRetinaLoginElement = defineWidget(meta, RetinaLogin, styles, catalogues);
