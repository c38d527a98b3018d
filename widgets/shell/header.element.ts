import { defineWidget } from '../../core/element/define-widget';
import meta from './header.meta';
import styles from './shell.css';
import catalogues from './catalogue';
import { Header } from './Header';

export const LidoHeaderElement = defineWidget(meta, Header, styles, catalogues);
