export { statusGraph, type MoveEdge, type StatusGraph } from './status-graph';
export { documentNo, documentNoColumn, documentSequence } from './document-no';
export { historyTable } from './history-table';
export { recordMove, writeHistory, type DocumentTable, type HistoryEntry } from './record-move';
export { statusTimeline } from './timeline';
