#include "tests/e2e/ctlprocess.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTest>

#include <gtest/gtest.h>

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
    if (!QTest::qWaitFor([&] { return p.state() == QProcess::NotRunning; }, 60000)) {
        p.kill();
        p.waitForFinished();
        ADD_FAILURE() << "gpudeskctl " << args.join(u' ').toStdString() << " did not end within 60 s";
        return {-1, QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QStringList CtlProcess::filesHolding(const QByteArray &secret) const
{
    QDirIterator files(m_homePath, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    QStringList holding;
    while (files.hasNext()) {
        QFile f(files.next());
        if (!f.open(QIODevice::ReadOnly)) {
            ADD_FAILURE() << "cannot read " << f.fileName().toStdString();
            continue;
        }
        if (f.readAll().contains(secret))
            holding << f.fileName();
    }
    return holding;
}
