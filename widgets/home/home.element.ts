import { defineWidget } from '../../core/element/define-widget';
import meta from './home.meta';
import styles from './home.css';
import catalogues from './catalogue';
import { Home } from './Home';

export const LidoHomeElement = defineWidget(meta, Home, styles, catalogues);
