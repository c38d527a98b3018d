import { defineWidget } from '../../core/element/define-widget';
import meta from './login.meta';
import styles from './login.css';
import catalogues from './catalogue';
import { Login } from './Login';

export const LidoLoginElement = defineWidget(meta, Login, styles, catalogues);
