/** Moved to the shared CRUD pieces; kept so screens in progress elsewhere still import it from here. */
export { useMutate } from '../../../components/crud/useMutate';
