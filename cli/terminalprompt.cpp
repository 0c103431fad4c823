#include "cli/terminalprompt.h"

#include <termios.h>
#include <unistd.h>

QString TerminalPrompt::secretLine(const QString &prompt, QTextStream &err)
{
    const bool terminal = ::isatty(STDIN_FILENO);
    termios saved{};
    if (terminal && !prompt.isEmpty()) {
        err << prompt;
        err.flush();
        ::tcgetattr(STDIN_FILENO, &saved);
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    }
    // One stream for every prompt: a second one would lose what the first read ahead from a pipe.
    static QTextStream in(stdin);
    const QString line = in.readLine();
    if (terminal) {
        ::tcsetattr(STDIN_FILENO, TCSANOW, &saved);
        err << '\n';
    }
    return line;
}
