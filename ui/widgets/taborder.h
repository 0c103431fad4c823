#pragma once

class QWidget;

/// Tab in reading order: top to bottom, and left to right along a line, whatever order the widgets
/// were made in (a page's table is often made before the form above it).
namespace TabOrder {

/// Orders the controls `root` shows now (inside a compound control, like a spin box's line edit or
/// a table's editor, nothing is moved).
void byReading(QWidget *root);

} // namespace TabOrder
