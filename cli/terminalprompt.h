#pragma once

#include <QString>
#include <QTextStream>

namespace TerminalPrompt {

/// A line from the terminal without echo (a password, a passphrase), or from a pipe as it comes.
/// `prompt` in the reader's language (empty: none, as when the line comes from a pipe).
QString secretLine(const QString &prompt, QTextStream &err);

} // namespace TerminalPrompt
