// gpudeskctl: the command-line client; the commands live in cli/.
#include "cli/ctl.h"
#include "common/log/logging.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"gpudeskctl"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUDESK_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int rc = Ctl(out, err).run(QCoreApplication::arguments());
    Logging::shutdown();
    return rc;
}
