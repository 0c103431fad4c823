#pragma once

#include <QString>

struct CreateDraft;

/// The create wizard's last choices, kept in the settings file (group "create"), so the next
/// instance starts from them. Only what the platform still offers is taken back.
namespace CreateChoices {

void remember(const QString &settingsFile, const CreateDraft &draft);
/// Fills `draft.spec` (and the expected hours) from the file, where the options still have them.
void recall(const QString &settingsFile, CreateDraft &draft);

} // namespace CreateChoices
