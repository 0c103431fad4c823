// libFuzzer target for gpudesk's ssh config reader and writer: whatever the file holds (edited by
// hand, cut short), reading it gives entries that, written and read again, are the same entries.
#include "core/ssh/sshconfigfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static QTemporaryDir dir;
    const SshConfigFile config(dir.path());
    QDir().mkpath(dir.path() + QStringLiteral("/gpudesk"));
    QFile file(config.path());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        std::abort();
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(reinterpret_cast<const char *>(data), qint64(size));
    file.close();
    const QList<SshHostEntry> entries = config.read();
    bool changed = false;
    QString error;
    if (!config.write(entries, &changed, &error))
        std::abort();
    const QList<SshHostEntry> again = config.read();
    if (again != entries) {
        for (qsizetype i = 0; i < std::max(again.size(), entries.size()); ++i) {
            const SshHostEntry a = entries.value(i), b = again.value(i);
            std::fprintf(stderr, "[%lld] %s|%s|%s|%s|%s|%d|%s|%s\n   vs %s|%s|%s|%s|%s|%d|%s|%s\n", qlonglong(i),
                         qPrintable(a.platform), qPrintable(a.instanceId), qPrintable(a.name), qPrintable(a.alias),
                         qPrintable(a.host), a.port, qPrintable(a.user), qPrintable(a.identityFile),
                         qPrintable(b.platform), qPrintable(b.instanceId), qPrintable(b.name), qPrintable(b.alias),
                         qPrintable(b.host), b.port, qPrintable(b.user), qPrintable(b.identityFile));
        }
        std::abort();
    }
    return 0;
}
