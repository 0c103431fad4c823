#pragma once

#include "core/doctor/doctorreport.h"
#include "core/model/instance.h"

#include <QDateTime>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QThreadPool>

#include <optional>

class SshWorkspace;

/// The console's connection doctor: runs ConnectionDoctor on a worker thread with what
/// the SSH workspace knows (gpudesk's ssh config as it is on disk, the chosen key, the passphrase
/// given this session, the agent) and answers on the owner's thread. One run per instance at a time.
class DoctorRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DoctorRunner)
public:
    struct Request
    {
        Instance instance; ///< as the platform reports it now
        QDateTime now; ///< platform time
        QStringList registeredFingerprints; ///< the platform's SSH keys
        std::optional<int> servicePort;
        bool processDeath = false;
        QString logPath;
    };

    explicit DoctorRunner(const SshWorkspace &ssh, QObject *parent = nullptr);
    ~DoctorRunner() override; ///< waits for a run in progress

    /// False when that instance is being diagnosed already.
    bool run(const Request &request);
    bool isRunning(const QString &instanceId) const { return m_running.contains(instanceId); }

Q_SIGNALS:
    void finished(const QString &instanceId, const DoctorReport &report);

private:
    const SshWorkspace &m_ssh;
    QSet<QString> m_running;
    QThreadPool m_pool;
};
