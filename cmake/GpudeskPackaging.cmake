# Desktop integration and the Debian package (cpack -G DEB).
set(GPUDESK_APP_ID io.github.gpudesk.gpudesk)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/${GPUDESK_APP_ID}.desktop DESTINATION share/applications)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/${GPUDESK_APP_ID}.metainfo.xml DESTINATION share/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/gpudesk.svg
        DESTINATION share/icons/hicolor/scalable/apps RENAME ${GPUDESK_APP_ID}.svg)

set(CPACK_PACKAGE_NAME gpudesk)
set(CPACK_PACKAGE_VENDOR "The gpudesk developers")
set(CPACK_PACKAGE_CONTACT "The gpudesk developers <gpudesk@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
# Library dependencies come from the binaries themselves; the sandbox runs the system's sshd.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, openssh-server, openssh-client")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libqt6svg6, fonts-noto-cjk")
include(CPack)
