/// The slot each field writes, and storage keys rendered from variables.
extension IngestWalk {
    /// The slot a field of this layout writes: the build's number, or for a key
    /// with variables the build's slot of the same text if it names one, else
    /// the change set's numbering of the rendered text.
    mutating func slot(_ layout: TypeLayout, _ position: Int, selection: Int) -> Int32 {
        let slot = layout.slotTable[position]
        guard slot == TypeLayout.renderedSlot else { return slot }
        let field = FieldPosition(selection: selection, variant: layout.variant, position: position)
        let key = RenderedSlotKey(field: field, type: layout.type.number)
        if let known = renderedSlots[key] { return known }
        let resolved = self.slot(rendered: rendered(field, layout.fields[position]), on: layout.type)
        renderedSlots[key] = resolved
        return resolved
    }

    /// The slot of a key rendered from variables: the build's slot of the same
    /// text if it names one, else the change set's numbering of the text.
    mutating func slot(rendered text: String, on type: TypeID) -> Int32 {
        if let built = Registry.shared.existingSlot(type, text) { return built.index }
        if let number = renderedKeyIndex[text] { return Slot.renderedIndex(number) }
        let number = Int32(changeSet.renderedKeys.count)
        changeSet.renderedKeys.append(text)
        renderedKeyIndex[text] = number
        return Slot.renderedIndex(number)
    }

    mutating func storageText(_ layout: TypeLayout, _ position: Int, selection: Int) -> String {
        if let text = layout.constantTexts[position] { return text }
        return rendered(FieldPosition(selection: selection, variant: layout.variant, position: position),
                        layout.fields[position])
    }

    mutating func rendered(_ position: FieldPosition, _ field: PreparedField) -> String {
        if let text = renderedTexts[position] { return text }
        let text = field.storageKey.render(variables)
        renderedTexts[position] = text
        return text
    }
}
