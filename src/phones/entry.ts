import '../index.css'
import './phones.css'

/*
 * phones.html's entry: the server serves that page for /table/… and /join…, so that a table with
 * phones loads none of the single-device app's first page, and that page carries nothing of it.
 */
const root = document.getElementById('root')
if (root === null) throw new Error('phones.html has no #root element')
void import('./phones-app.tsx').then((m) => m.startPhones(root))
