#include "tests/e2e/ctlprocess.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;

CtlProcess::CtlProcess(const QString &platform)
    : m_platform(platform)
    , m_homePath(m_home.path())
    , m_env(QProcessEnvironment::systemEnvironment())
{
    m_env.insert(u"XDG_CONFIG_HOME"_s, m_homePath + u"/config"_s);
    m_env.insert(u"XDG_STATE_HOME"_s, m_homePath + u"/state"_s);
    m_env.insert(u"XDG_DATA_HOME"_s, m_homePath + u"/data"_s);
    m_env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path=/nonexistent/bus"_s);
    m_env.remove(u"GPUDESK_TOKEN"_s);
}

CliRun CtlProcess::run(const QStringList &args, const QByteArray &input) const
{
    QProcess p;
    p.setProcessEnvironment(m_env);
    p.start(QStringLiteral(GPUDESKCTL_BIN), QStringList{u"--platform"_s, m_platform} + args);
    p.write(input);
    p.closeWriteChannel();
    if (!QTest::qWaitFor([&] { return p.state() == QProcess::NotRunning; }, 60000))
        p.kill();
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

int CtlProcess::filesHolding(const QByteArray &secret, QStringList *where) const
{
    QDirIterator files(m_homePath, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    int holding = 0;
    while (files.hasNext()) {
        QFile f(files.next());
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(secret)) {
            ++holding;
            where->append(f.fileName());
        }
    }
    return holding;
}
