#pragma once

#include <QObject>

class Confirmer;
class Console;
class InstancesPage;
class QAction;
class QWidget;
struct Instance;

/// What can be done to the selected instance (DESIGN section 5): start with or without its GPU,
/// stop, schedule a stop, save an image, release, rename, copy the SSH command. Each is enabled only when the
/// instance's state allows it; stop and release first say what is kept, what is lost and what keeps costing, and a
/// release needs the instance's name typed.
class InstanceActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceActions)
public:
    InstanceActions(Console &console, InstancesPage &panel, Confirmer &confirmer, QWidget *window);
    ~InstanceActions() override;

    QAction *start() const { return m_start; }
    QAction *startWithoutGpu() const { return m_startNoGpu; }
    QAction *stop() const { return m_stop; }
    QAction *release() const { return m_release; }
    QAction *rename() const { return m_rename; }
    QAction *copySsh() const { return m_copySsh; }
    QAction *scheduleStop() const { return m_scheduleStop; }
    QAction *saveImage() const { return m_saveImage; }
    QList<QAction *> all() const;

    /// What a stop keeps, loses and keeps costing, for the confirmation.
    QString stopText(const Instance &instance) const;
    QString releaseText(const Instance &instance) const;

private:
    void refresh();
    const Instance *selected() const;
    void doStop();
    void doRelease();
    void doRename();
    void doScheduleStop();
    void doSaveImage();

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
};
