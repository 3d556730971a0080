/**
 * The question before a running Partie is thrown away ("Neues Spiel", "Täglich", the rules
 * switch): a modal `<dialog>` outside the re-rendered page, with "Weiterspielen" focused first
 * and "Verwerfen"; Escape keeps playing.
 *
 * @module
 */
import { h } from './dom.js'
import { UI } from './labels.js'

/** Asks whether to throw the running Partie away; resolves true for "Verwerfen". */
export const askToDiscard = (message: string): Promise<boolean> =>
  new Promise((resolve) => {
    if (document.querySelector('dialog.confirm[open]') !== null) {
      resolve(false) // already asking
      return
    }
    let answer = false
    const dialog = h(
      'dialog',
      { class: 'confirm', 'data-testid': 'confirm-dialog', 'aria-labelledby': 'confirm-title', 'aria-describedby': 'confirm-text' },
      h('h2', { id: 'confirm-title' }, UI.discardTitle),
      h('p', { id: 'confirm-text' }, message),
      h(
        'div',
        { class: 'button-group' },
        h('button', { type: 'button', class: 'primary', autofocus: true, 'data-testid': 'confirm-cancel', onclick: () => dialog.close() }, UI.keepPlaying),
        h(
          'button',
          {
            type: 'button',
            class: 'danger',
            'data-testid': 'confirm-discard',
            onclick: () => {
              answer = true
              dialog.close()
            }
          },
          UI.discard
        )
      )
    )
    dialog.addEventListener('close', () => {
      dialog.remove()
      resolve(answer)
    })
    document.body.append(dialog)
    dialog.showModal()
  })
