#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>

/// A gpudesk-sandbox child process on a free loopback port with its own temporary data directory,
/// for end-to-end tests. Stopped with SIGTERM (and waited for) when destroyed; can be killed and
/// started again on the same data directory.
class SandboxProcess
{
public:
    explicit SandboxProcess(QStringList extraArguments = {});
    ~SandboxProcess();

    /// Starts it and waits (event loop running) until endpoint.json appears. False with *error otherwise.
    bool start(QString *error);
    /// SIGTERM, then waits for exit; returns the exit code (-1 if it had to be killed).
    int stop();
    /// SIGKILL, as a crash or a power cut would; start() again resumes on the same data and port.
    void kill();
    /// The next start() asks for any port (as the console's launcher does) instead of this one.
    void forgetPort() { m_url = QUrl(); }

    /// Runs it as another (ordinary) OS user from now on: the data directory is handed to that user
    /// and the program is run from a copy the user can read wherever the build tree is. Only a test
    /// run as root can do this. False with *error otherwise.
    bool runAs(const QString &user, QString *error);

    QUrl url() const { return m_url; }
    QString dataDir() const { return m_dir.path(); }
    QProcess &process() { return m_process; }

    static QString executable();

private:
    QTemporaryDir m_dir;
    QStringList m_extra;
    QString m_user;
    QString m_program; ///< the executable, or the copy run as m_user
    QTemporaryDir m_programDir;
    QProcess m_process;
    QUrl m_url;
};
