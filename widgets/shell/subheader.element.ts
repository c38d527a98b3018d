import { defineWidget } from '../../core/element/define-widget';
import meta from './subheader.meta';
import styles from './shell.css';
import catalogues from './catalogue';
import { Subheader } from './Subheader';

export const LidoSubheaderElement = defineWidget(meta, Subheader, styles, catalogues);
