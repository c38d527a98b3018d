import { defineWidget } from '../../core/element/define-widget';
import meta from './my-day.meta';
import styles from './my-day.css';
import catalogues from './catalogue';
import { MyDay } from './MyDay';

export const LidoMyDayElement = defineWidget(meta, MyDay, styles, catalogues);
