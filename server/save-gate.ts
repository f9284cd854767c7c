/*
 * A table's changes in order, each after the last one is on disk. A change is sent to the devices at
 * once and written in the background; the table's next message (or computer player's move) waits
 * until that write is done, so that no move is answered before the one before it is saved, while
 * every other table goes on.
 */
export class SaveGate {
  private saving: Promise<void> | null = null
  private readonly waiting: (() => void)[] = []

  /** Runs `step` now, or once the write under way is done. */
  run(step: () => void): void {
    if (this.saving === null) step()
    else this.waiting.push(step)
  }

  /** A write under way: steps wait for it. A write that fails is said, and the table goes on. */
  writing(done: Promise<void>): void {
    const saving: Promise<void> = done
      .catch((e: unknown) => console.error(`A table could not be written: ${String(e)}`))
      .then(() => {
        if (this.saving !== saving) return
        this.saving = null
        for (const step of this.waiting.splice(0)) this.run(step)
      })
    this.saving = saving
  }

  /** Settles once nothing is being written (a room closing). */
  async idle(): Promise<void> {
    while (this.saving !== null) await this.saving
  }
}
