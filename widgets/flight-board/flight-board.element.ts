import { defineWidget } from '../../core/element/define-widget';
import meta from './flight-board.meta';
import styles from './flight-board.css';
import catalogues from './catalogue';
import { FlightBoard } from './FlightBoard';

export const LidoFlightBoardElement = defineWidget(meta, FlightBoard, styles, catalogues);
