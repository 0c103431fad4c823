#pragma once

#include "core/doctor/doctorreport.h"
#include "core/model/instance.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshsession.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

#include <memory>
#include <optional>

/// "I can't connect" and "I can't open my service", layer by layer as an old hand checks (the seed's chapter 7): the
/// instance's state, the endpoint gpudesk's ssh config holds, the key, the network, the SSH handshake and host key, the
/// login, the service inside the instance and the platform's public port. It stops at the first broken layer and says
/// so; the layers after it are skipped. Asked to, it then reads why a run died (ProcessDeathDoctor) on the same login.
/// Blocking: run it on a worker thread or in the CLI.
class ConnectionDoctor
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionDoctor)

public:
    struct Inputs
    {
        Instance instance; ///< as the platform reports it now
        QDateTime now; ///< platform time
        /// The instance's block in gpudesk's ssh config; none when it was never written.
        std::optional<SshHostEntry> configEntry;
        QString identityFile; ///< the key gpudesk logs in with; empty: none chosen
        QStringList registeredFingerprints; ///< the platform's SSH keys
        QString knownHostsPath;
        QString agentSocket; ///< SSH_AUTH_SOCK; empty: no agent
        std::optional<int> servicePort; ///< a port to check inside and through the platform
        bool processDeath = false; ///< also read why a run died
        QString logPath; ///< the run's log, for processDeath (empty: none)
        int timeoutSeconds = 5;
        /// The proxy the platform's API goes through ("proxy.campus.edu:3128"); empty: directly.
        QString platformProxy = {};
        /// Its SSH connections end at once when this is abandoned (the console closing).
        std::shared_ptr<SshLifeline> lifeline = {};
    };

    /// Stable ids, in order (gpudeskctl doctor --json).
    static const QStringList &layerIds();

    explicit ConnectionDoctor(Inputs inputs);
    ~ConnectionDoctor();
    ConnectionDoctor(const ConnectionDoctor &) = delete;
    ConnectionDoctor &operator=(const ConnectionDoctor &) = delete;

    /// `ask`: a key's passphrase, when neither the agent nor an unencrypted key can log in.
    DoctorReport run(const SshSession::PassphraseSource &ask);

private:
    bool state(DoctorCheck *check) const;
    bool endpoint(DoctorCheck *check) const;
    bool key(DoctorCheck *check);
    bool network(DoctorCheck *check) const;
    bool handshake(DoctorCheck *check);
    bool login(DoctorCheck *check, const SshSession::PassphraseSource &ask);
    bool service(DoctorCheck *check);
    bool mapping(DoctorCheck *check) const;
    void readProcessDeath(DoctorReport *report);
    SshTarget target() const;
    QString where() const;

    Inputs m_in;
    std::unique_ptr<SshSession> m_session;
    QString m_keyFingerprint; ///< of identityFile, once read
    QStringList m_agentKeys; ///< fingerprints the agent holds
    bool m_serviceAnswers = false;
};
