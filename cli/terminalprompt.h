#pragma once

#include <QString>
#include <QTextStream>

namespace TerminalPrompt {

/// A line from the terminal without echo (a password, a passphrase), or from a pipe as it comes.
QString secretLine(const char *prompt, QTextStream &err);

} // namespace TerminalPrompt
