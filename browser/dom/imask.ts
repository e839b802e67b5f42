/**
 * The parts of imask the phone masks use (checkout, sign-in, request forms): the input control and
 * pattern masks. Importing the
 * package root pulls in every mask type (number, date, dynamic, range, enum …): about 60 %
 * more bytes for nothing the forms need.
 */
import IMask from 'imask/holder'
import 'imask/masked/pattern'

export default IMask
