#pragma once

#include "core/api/apiresult.h"
#include "core/model/instance.h"

#include <QDialog>
#include <QList>

class Confirmer;
class Console;
class DataDiskChanges;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

/// "Data disk…": an instance's data disk on a platform that changes it after creation
/// (DataDiskChanges, Compshare's). Without one: add a new one, or put back a disk kept from another
/// instance of its zone. With one: grow it, or detach it and keep its files (the instance stopped, as
/// the platform requires; said when it runs). The disks kept apart are listed, since they bill until
/// deleted, and can be deleted. The platform hands a disk over raw: after each change the dialog shows
/// the one command to run on the instance (DataDiskShell), with a button to copy it; gpudesk runs none.
class DataDiskDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DataDiskDialog)
public:
    DataDiskDialog(Console &console, DataDiskChanges &disks, Confirmer &confirmer, const Instance &instance,
                   QWidget *parent = nullptr);
    ~DataDiskDialog() override;

    QLabel *status() const { return m_status; }
    QSpinBox *size() const { return m_size; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *growButton() const { return m_grow; }
    QPushButton *detachButton() const { return m_detach; }
    QComboBox *keptDisks() const { return m_kept; }
    QPushButton *attachButton() const { return m_attach; }
    QPushButton *deleteButton() const { return m_delete; }
    QLineEdit *command() const { return m_command; }
    QLabel *message() const { return m_message; }
    /// Whether a change is on its way to the platform.
    bool busy() const { return m_busy; }

Q_SIGNALS:
    /// The kept disks were read, or a change answered: tests wait on it.
    void settled();

private:
    void present(const Instance &instance);
    void loadKept();
    void add();
    void grow();
    void detach();
    void attach();
    void remove();
    /// A change's answer: the instance as it is now, or the refusal said.
    void answered(const ApiResult<Instance> &now, const QString &intro, const QString &command);
    void setBusy(bool busy);
    void say(const QString &sentence, bool problem);
    void offer(const QString &intro, const QString &command);

    Console &m_console;
    DataDiskChanges &m_disks;
    Confirmer &m_confirmer;
    Instance m_instance;
    QList<Volume> m_keptList; ///< in m_kept's order
    QLabel *m_status;
    QGroupBox *m_changeBox;
    QSpinBox *m_size;
    QPushButton *m_add;
    QPushButton *m_grow;
    QPushButton *m_detach;
    QLabel *m_stateHint;
    QGroupBox *m_keptBox;
    QComboBox *m_kept;
    QPushButton *m_attach;
    QPushButton *m_delete;
    QLabel *m_keptHint;
    QLabel *m_message;
    QLabel *m_commandIntro;
    QLineEdit *m_command;
    QPushButton *m_copy;
    bool m_busy = false;
    bool m_sized = false; ///< the size field was set up for a disk (or none) already
    std::optional<int> m_sizedFor; ///< that disk's size; none: no disk
};
