#pragma once

#include "core/model/catalog.h"
#include "core/model/instance.h"
#include "core/ssh/sshparts.h"

#include <QObject>
#include <QSet>

class Confirmer;
class Console;
class InstancesPage;
class QAction;
class QWidget;
struct SshFailure;
struct Instance;

/// What can be done to the selected instance (DESIGN section 5): start with or without its GPU,
/// stop, schedule a stop, save an image, release, rename, copy the SSH command; and, with the SSH
/// workspace, open a terminal or VS Code on it, test the connection, measure its environment and
/// open tunnels. Each is enabled only when the instance's state allows it (a greyed-out one says why);
/// stop and release first say what is kept, what is lost and what keeps costing, and a release needs
/// the instance's name typed.
class InstanceActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceActions)
public:
    /// `ssh`: all null leaves the SSH actions out.
    InstanceActions(Console &console, InstancesPage &panel, Confirmer &confirmer, const SshParts &ssh, QWidget *window);
    ~InstanceActions() override;

    QAction *start() const { return m_start; }
    QAction *startWithoutGpu() const { return m_startNoGpu; }
    QAction *stop() const { return m_stop; }
    QAction *release() const { return m_release; }
    QAction *rename() const { return m_rename; }
    QAction *copySsh() const { return m_copySsh; }
    QAction *scheduleStop() const { return m_scheduleStop; }
    QAction *saveImage() const { return m_saveImage; }
    QAction *openTerminal() const { return m_terminal; }
    QAction *openVsCode() const { return m_vscode; }
    QAction *testConnection() const { return m_test; }
    QAction *measure() const { return m_measure; }
    QAction *tunnels() const { return m_tunnels; }
    QAction *startupScript() const { return m_startupScript; }
    QAction *autostop() const { return m_autostop; }
    QAction *prepareRun() const { return m_prepareRun; }
    QAction *diagnose() const { return m_diagnose; }
    QAction *createLike() const { return m_createLike; }
    QAction *startOnCard() const { return m_startOnCard; }
    QAction *reboot() const { return m_reboot; }
    QAction *dataDisk() const { return m_dataDisk; }
    QAction *copyData() const { return m_copyData; }
    QList<QAction *> all() const;
    /// The SSH ones (empty without the workspace), for the context menu and the toolbar.
    QList<QAction *> sshActions() const;

Q_SIGNALS:
    /// A sentence for the page: what an SSH action found (problem: it failed).
    void said(const QString &sentence, bool problem);
    /// The user chose to download from the instance before releasing it.
    void downloadRequested(const QString &instanceId);
    /// Diagnose: the Doctor page checks the instance layer by layer.
    void diagnoseRequested(const QString &instanceId);
    /// Create one like it: the shell opens the create wizard from this instance's choices.
    void createLikeRequested(const QString &instanceId);
    /// Prepare, then run: the shell opens it (it holds the transfer queue).
    void prepareRunRequested(const QString &instanceId);

public:
    /// What a stop keeps, loses and keeps costing, for the confirmation.
    /// `stock`: the platform's stock now, for how many of its card are free in its region (none:
    /// not known, nothing said).
    QString stopText(const Instance &instance, const std::optional<QList<Stock>> &stock = std::nullopt) const;
    QString releaseText(const Instance &instance) const;

private:
    void refresh();
    const Instance *selected() const;
    void doStop();
    void doRelease();
    void doRename();
    void doScheduleStop();
    void doSaveImage();
    void doOpenTerminal();
    void doOpenVsCode();
    void doTunnels();
    void doCopyData();
    /// Asks for the key's passphrase when a login needs it; false when the user declined.
    bool passphraseGiven();
    /// The sentence for an SSH failure, in the user's language; host-key ones offer the choice.
    void onTested(const QString &id, bool ok, const SshFailure &failure, qint64 ms);

    Console &m_console;
    InstancesPage &m_panel;
    Confirmer &m_confirmer;
    QWidget *m_window;
    QAction *m_start;
    QAction *m_startNoGpu;
    QAction *m_stop;
    QAction *m_release;
    QAction *m_rename;
    QAction *m_copySsh;
    QAction *m_scheduleStop;
    QAction *m_saveImage;
    SshParts m_ssh;
    QAction *m_terminal;
    QAction *m_vscode;
    QAction *m_test;
    QAction *m_measure;
    QAction *m_tunnels;
    QAction *m_startupScript;
    QAction *m_autostop;
    QAction *m_prepareRun;
    QAction *m_diagnose;
    QAction *m_createLike;
    QAction *m_copyData;
    QAction *m_startOnCard;
    QAction *m_reboot;
    QAction *m_dataDisk;
    QSet<QString> m_measuring; ///< instances the user asked to measure
};
