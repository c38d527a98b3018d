import { defineWidget } from '../../core/element/define-widget';
import meta from './footer.meta';
import styles from './shell.css';
import catalogues from './catalogue';
import { Footer } from './Footer';

export const LidoFooterElement = defineWidget(meta, Footer, styles, catalogues);
