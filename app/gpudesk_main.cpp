// gpudesk: the desktop console. Thin main: the command line, logging, then ConsoleStartup builds the
// rest (ui/shell/consolestartup.h).
#include "app/qtargv.h"
#include "common/log/logging.h"
#include "ui/shell/consolecommandline.h"
#include "ui/shell/consolestartup.h"

#include <QApplication>
#include <QIcon>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    // Without a display Qt would abort with a long plugin message; say the one thing to do instead.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        std::fputs("gpudesk needs a display: run it on a desktop, or headless as "
                   "xvfb-run -s '-screen 0 1600x1000x24' gpudesk\n",
                   stderr);
        return 2;
    }
    QtArgv qtArgv(argc, argv);
    QApplication app(qtArgv.argc(), qtArgv.argv());
    // Qt has taken its own options (-platform, -style…) out; put gpudesk's --platform back in.
    QStringList arguments = QCoreApplication::arguments();
    if (!qtArgv.platform().empty())
        arguments << u"--platform"_s << QString::fromLocal8Bit(qtArgv.platform().c_str());
    QApplication::setApplicationName(u"gpudesk"_s);
    QApplication::setApplicationVersion(QStringLiteral(GPUDESK_VERSION));
    QApplication::setDesktopFileName(u"io.github.gpudesk.gpudesk"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/gpudesk.svg"_s));

    const ConsoleCommandLine line = ConsoleCommandLine::process(arguments);
    const QString logFile = Logging::init({u"gpudesk"_s, line.verbose, {}});
    int rc = 0;
    {
        ConsoleStartup console(line, arguments, logFile);
        if (const std::optional<int> done = console.start())
            rc = *done;
        else
            rc = app.exec();
    }
    Logging::shutdown();
    return rc;
}
