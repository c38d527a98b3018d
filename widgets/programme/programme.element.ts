import { defineWidget } from '../../core/element/define-widget';
import meta from './programme.meta';
import styles from './programme.css';
import catalogues from './catalogue';
import { Programme } from './Programme';

export const LidoDailyProgrammeElement = defineWidget(meta, Programme, styles, catalogues);
